import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Shows a save's answer as the screen's data. A read of the same data still on its way (the
 * screen read again when the staff member came back to the window) is called off first: its
 * answer, older than the save, would otherwise land after it and show the screen as before.
 */
export function showSaved<T>(client: QueryClient, key: QueryKey, saved: T): void {
  void client.cancelQueries({ queryKey: key, exact: true });
  client.setQueryData(key, saved);
}
