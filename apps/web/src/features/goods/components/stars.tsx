import { StarIcon } from '#web/components/icons.tsx';

/** Five stars, filled up to the score (halves rounded to the nearer star). */
export function Stars({ score, label }: { score: number; label: string }) {
  const filled = Math.round(score);
  return (
    <span className="stars" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} className={star <= filled ? 'stars__on' : 'stars__off'} />
      ))}
    </span>
  );
}
