import { useEffect, useState } from 'react';

/** Milliseconds until `expiresAt`, never below zero; zero when there is no deadline. */
export function msLeft(expiresAt: string | null | undefined, now: number): number {
  if (!expiresAt) return 0;
  const end = new Date(expiresAt).getTime();
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "14:05", or "1:02:03" past an hour; rounded up, so "00:00" means the time is really up. */
export function formatTimeLeft(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** The time left to pay, ticking every second (SPEC §9) and stopping at zero. */
export function useTimeLeft(expiresAt: string | null | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const left = msLeft(expiresAt, now);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, left % 1000 || 1000));
    return () => clearTimeout(timer);
  }, [left]);
  return left;
}
