import { type DetailTarget, type SectionKeyword, webAddressProblem } from '@scenic/contracts';

/** Banner type 3: a section by keyword (SPEC §2; hire uses the /zunlin spelling, which redirects). */
export const SECTION_ROUTES: Record<SectionKeyword, string> = {
  hire: '/zunlin/index',
  store: '/shop',
  ticket: '/ticket',
  food: '/dianCan',
  scenery: '/scene/list',
};

/** Detail pages by kind, for banner type 4 and the home list taps. */
export const DETAIL_ROUTES: Record<SectionKeyword, string> = {
  hire: '/zulin/detail',
  store: '/shop/detail',
  ticket: '/ticket/detail',
  food: '/dianCan/detail',
  scenery: '/scene/detail',
};

export type JumpTarget =
  | { kind: 'none' }
  | { kind: 'external'; url: string }
  | { kind: 'route'; to: string };

const NONE: JumpTarget = { kind: 'none' };

function isSection(value: string): value is SectionKeyword {
  return Object.hasOwn(SECTION_ROUTES, value);
}

/**
 * A link staff saved, as visitors may open it: a web address without a user name or password (one
 * saved before the server refused those is not opened either); anything else (javascript:, data:)
 * is null.
 */
export function safeWebUrl(address: string): string | null {
  const trimmed = address.trim();
  if (webAddressProblem(trimmed, ['https:', 'http:']) === 'urlHasCredentials') return null;
  try {
    const url = new URL(trimmed, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function externalTarget(address: string): JumpTarget {
  const url = safeWebUrl(address);
  return url ? { kind: 'external', url } : NONE;
}

export function detailPath(target: DetailTarget, from?: 'index'): string {
  const query = new URLSearchParams({ id: String(target.id) });
  if (from) query.set('from', from);
  return `${DETAIL_ROUTES[target.type]}?${query}`;
}

/** Reads {type, id} the way the contracts' detailTargetSchema does, without zod on the home route. */
function detailTarget(value: unknown): JumpTarget {
  if (typeof value !== 'object' || value === null) return NONE;
  const { type, id } = value as { type?: unknown; id?: unknown };
  const number = typeof id === 'string' && id.trim() !== '' ? Number(id) : id;
  if (typeof type !== 'string' || !isSection(type)) return NONE;
  if (typeof number !== 'number' || !Number.isInteger(number) || number <= 0) return NONE;
  return { kind: 'route', to: detailPath({ type, id: number }) };
}

/** What a banner tap does, by its type 1–4 (SPEC §2 "Banner action by type"). */
export function bannerJump(type: number, content: string): JumpTarget {
  switch (type) {
    case 2:
      return externalTarget(content);
    case 3:
      return isSection(content.trim())
        ? { kind: 'route', to: SECTION_ROUTES[content.trim() as SectionKeyword] }
        : NONE;
    case 4:
      try {
        return detailTarget(JSON.parse(content));
      } catch {
        return NONE;
      }
    default:
      return NONE;
  }
}

interface PromoJumpFields {
  jumpType: number;
  jumpContent?: string | undefined;
  contentType?: string | undefined;
}

/** A promo tap jumps like a banner; type 4 takes the kind from contentType and the id from jumpContent. */
export function promoJump({
  jumpType,
  jumpContent = '',
  contentType = '',
}: PromoJumpFields): JumpTarget {
  if (jumpType === 4) return detailTarget({ type: contentType, id: jumpContent });
  return bannerJump(jumpType, jumpContent);
}
