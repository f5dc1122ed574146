import { useMutation } from '@tanstack/react-query';
import { ERROR_CODES, MESSAGES } from '@carenest/core';
import { ApiError } from './client.ts';

/** The file name the server chose, from `Content-Disposition: attachment; filename="…"`. */
function fileNameOf(response: Response): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? 'download';
}

/**
 * Downloads a file the server builds (exports), with the session cookie, under the name the server set,
 * and answers that name. A refusal throws an `ApiError` with the server's message.
 */
export async function downloadFile(path: string): Promise<string> {
  const response = await fetch(path, { credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { message?: string; code?: string };
    } | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? ERROR_CODES.internal,
      body?.error?.message ?? MESSAGES.internalError,
    );
  }
  const fileName = fileNameOf(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}

/** Downloads a server-built export (an audited read) through a mutation, so the global 401/HIPAA handling runs. */
export function useDownloadFile() {
  return useMutation({ mutationFn: downloadFile });
}
