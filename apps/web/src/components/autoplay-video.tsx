import { useEffect, useRef } from 'react';

interface AutoplayVideoProps {
  src: string;
  poster?: string | undefined;
  label: string;
  ratio: string;
  width: number;
  height: number;
}

/**
 * A muted autoplay video with controls (SPEC §2). It plays while on screen and pauses when scrolled
 * away, so a video further down the page costs nothing while the page loads.
 */
export function AutoplayVideo({ src, poster, label, ratio, width, height }: AutoplayVideoProps) {
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = video.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) void element.play().catch(() => undefined);
      else element.pause();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <video
      ref={video}
      className="media media--video"
      style={{ aspectRatio: ratio }}
      src={src}
      poster={poster}
      width={width}
      height={height}
      muted
      autoPlay
      controls
      playsInline
      loop
      preload="none"
      aria-label={label}
    />
  );
}
