// Runs on the main thread: the alert of a part that could not load, with its one way on (Try
// again): a panel's chunk that failed (PanelBoundary) or a panel's data (PanelFrame).

/** A message read out at once (role alert) and a button that tries again. */
export function RetryAlert({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div className="promo-alert" role="alert">
      <p>{message}</p>
      <button type="button" className="promo-action" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
