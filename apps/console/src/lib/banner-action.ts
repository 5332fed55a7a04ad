import type { BannerAction, SectionKeyword } from '@scenic/contracts';

/** What a tap opens, as the form holds it: the kind of action and what was picked for it. */
export interface ActionValues {
  actionType: 1 | 2 | 3 | 4;
  url?: string | undefined;
  section?: SectionKeyword | undefined;
  target?: SectionKeyword | undefined;
  itemId?: number | undefined;
}

/** A stored action spread out into the picker's fields. */
export function toActionValues(action: BannerAction): ActionValues {
  return {
    actionType: action.type,
    url: action.type === 2 ? action.url : undefined,
    section: action.type === 3 ? action.section : undefined,
    target: action.type === 4 ? action.target : undefined,
    itemId: action.type === 4 ? action.id : undefined,
  };
}

/** The picker's fields as the action the server takes: from what was picked, never typed JSON. */
export function toAction(values: ActionValues): BannerAction {
  switch (values.actionType) {
    case 2:
      return { type: 2, url: values.url ?? '' };
    case 3:
      return { type: 3, section: values.section ?? 'ticket' };
    case 4:
      return { type: 4, target: values.target ?? 'ticket', id: values.itemId ?? 0 };
    default:
      return { type: 1 };
  }
}
