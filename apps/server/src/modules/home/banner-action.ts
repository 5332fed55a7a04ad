import { type BannerAction, BannerType, bannerActionSchema } from '@scenic/contracts';

/** A banner's action as it is stored and as the visitor API answers it (SPEC §2). */
export interface StoredAction {
  type: number;
  content: string;
}

/** The spec's `type` and `content` of the action staff picked, as the web app reads them. */
export function toStoredAction(action: BannerAction): StoredAction {
  switch (action.type) {
    case BannerType.none:
      return { type: BannerType.none, content: '' };
    case BannerType.external:
      return { type: BannerType.external, content: action.url };
    case BannerType.section:
      return { type: BannerType.section, content: action.section };
    case BannerType.detail:
      return {
        type: BannerType.detail,
        content: JSON.stringify({ type: action.target, id: action.id }),
      };
  }
}

/**
 * The action staff see for a stored banner. One the console cannot offer (written by hand: a
 * plain-http address, an unknown keyword, content that is not JSON) reads as "nothing", so the
 * console's form always opens; saving the banner then stores that.
 */
export function fromStoredAction(stored: StoredAction): BannerAction {
  const candidate = (() => {
    switch (stored.type) {
      case BannerType.external:
        return { type: stored.type, url: stored.content };
      case BannerType.section:
        return { type: stored.type, section: stored.content };
      case BannerType.detail:
        try {
          const { type, id } = JSON.parse(stored.content) as { type?: unknown; id?: unknown };
          return { type: stored.type, target: type, id: typeof id === 'string' ? Number(id) : id };
        } catch {
          return null;
        }
      default:
        return null;
    }
  })();
  const parsed = bannerActionSchema.safeParse(candidate);
  return parsed.success ? parsed.data : { type: BannerType.none };
}
