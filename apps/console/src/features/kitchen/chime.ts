/**
 * A short two-note chime made in the browser (no sound file to download). Browsers let a page
 * play sound only after a tap, so the kitchen turns it on once with a button.
 */
export function createChime() {
  let context: AudioContext | null = null;
  return {
    get enabled() {
      return context !== null && context.state === 'running';
    },
    async enable(): Promise<boolean> {
      context ??= new AudioContext();
      await context.resume();
      return context.state === 'running';
    },
    play() {
      if (context?.state !== 'running') return;
      const start = context.currentTime;
      for (const [offset, frequency] of [
        [0, 880],
        [0.18, 1320],
      ] as const) {
        const tone = context.createOscillator();
        const volume = context.createGain();
        tone.frequency.value = frequency;
        volume.gain.setValueAtTime(0.0001, start + offset);
        volume.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
        volume.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.35);
        tone.connect(volume).connect(context.destination);
        tone.start(start + offset);
        tone.stop(start + offset + 0.4);
      }
    },
  };
}
