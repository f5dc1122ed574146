import { Component, Fragment, type ReactNode } from 'react';
import { Container } from '@mantine/core';
import { MESSAGES } from '@carenest/core';
import { useLocation } from 'react-router';
import { retryFailedScreens, ScreenDownloadError } from '../app/lazy-screen.tsx';
import { QueryErrorAlert } from './QueryErrorAlert.tsx';

interface BoundaryProps {
  /** The address the screen is drawn for: an error shown for one address clears on the next. */
  pathname: string;
  children: ReactNode;
}

/** A screen failed and the address it failed at is not recorded yet (the next render records it). */
const FAILED_JUST_NOW = Symbol('failed just now');

/** A screen that failed: where, and whether it was a download or the screen's own code. */
interface ScreenFailure {
  /** The address whose screen failed. */
  at: string | typeof FAILED_JUST_NOW;
  /** Its chunk or its styles did not download (a ScreenDownloadError); otherwise its own code threw. */
  didNotDownload: boolean;
}

interface BoundaryState {
  /** The screen's failure, or null while it draws. */
  failure: ScreenFailure | null;
  /** Bumped by Try again, so the screen mounts afresh and asks for what failed again. */
  attempt: number;
}

class ScreenErrorBoundaryForPath extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { at: FAILED_JUST_NOW, didNotDownload: error instanceof ScreenDownloadError } };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    { failure }: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (failure?.at === FAILED_JUST_NOW) return { failure: { ...failure, at: props.pathname } };
    return failure && failure.at !== props.pathname ? { failure: null } : null;
  }

  override componentDidUpdate(_props: BoundaryProps, previous: BoundaryState) {
    // Left for another address: coming back to the failed screen asks for it again.
    if (previous.failure && !this.state.failure) retryFailedScreens();
  }

  private readonly tryAgain = () => {
    retryFailedScreens();
    this.setState(({ attempt }) => ({ failure: null, attempt: attempt + 1 }));
  };

  override render() {
    const { failure } = this.state;
    if (failure?.at === this.props.pathname) {
      const { didNotDownload } = failure;
      return (
        <Container size="sm" py="xl">
          <QueryErrorAlert
            title={didNotDownload ? MESSAGES.screenLoadFailed : MESSAGES.internalError}
            message={didNotDownload ? MESSAGES.screenLoadFailedHint : undefined}
            onRetry={this.tryAgain}
          />
        </Container>
      );
    }
    // A new key mounts the screen afresh.
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}

/**
 * Catches a screen that fails to draw (ARCHITECTURE.md, "Serving the web app"). Where its chunk or its styles did
 * not download on a patchy signal, the screen's place shows "This screen could not be loaded" and asks the user to
 * check their connection; where the screen's own code failed, it shows core's "Something went wrong. Please try
 * again.", as a connection would not help. Try again mounts the screen afresh and downloads what failed again; the
 * rest of the app (the top bar, the navigation) stays usable, and going to another address shows that screen (and
 * coming back tries again).
 */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ScreenErrorBoundaryForPath pathname={pathname}>{children}</ScreenErrorBoundaryForPath>;
}
