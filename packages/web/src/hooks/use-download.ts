import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { requestFile, type DownloadedFile } from '../api/client.ts';
import { submitForm, type FormSubmission } from '../forms/submit-form.ts';

/** One file a user asked for: where it is, and what the screen says once it is saved or refused. */
export interface DownloadRequest {
  /** The API path, query included (`API_PATHS.claimFile(id)`). */
  path: string;
  /** The name to save under when the server names none. */
  fallbackName: string;
  /** The spec's success toast, or one chosen from the file. */
  success?: string | ((file: DownloadedFile) => string);
  /** The spec's failure sentence, as for `submitForm`. */
  failure?: FormSubmission<DownloadedFile>['failure'];
  /** Queries read again afterwards, served or refused (a download that is a recorded access). */
  invalidates?: QueryKey;
}

/** Saves a downloaded file through a temporary link, under the name the server chose. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The one way a screen downloads a file: fetched by the API client (`requestFile`) inside a mutation, so the
 * global 401/HIPAA handling of `app/query-client.ts` runs, then saved, with the toasts of `submitForm`.
 * Answers `download` and the path being downloaded (which button shows it is busy).
 */
export function useDownload() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (request: DownloadRequest) => requestFile(request.path, request.fallbackName),
    onSettled: (_file, _error, request) =>
      request.invalidates ? queryClient.invalidateQueries({ queryKey: request.invalidates }) : undefined,
  });
  const download = (request: DownloadRequest) =>
    submitForm({
      write: () => mutation.mutateAsync(request),
      success: request.success,
      onSuccess: saveFile,
      failure: request.failure,
    });
  return { download, pendingPath: mutation.isPending ? (mutation.variables?.path ?? null) : null };
}
