import type { SceneryDetail } from '@scenic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { showToast } from '#web/lib/toast.ts';
import { useLocale } from '#web/lib/use-locale.ts';
import { useSceneryTexts } from '#web/lib/use-scenery-texts.ts';
import { collectScenery } from '../api/collect-scenery';
import { sceneryDetailQueryOptions } from '../api/get-scenery-detail';
import { HeartIcon } from './heart-icon';
import { useLoginFirst } from './use-login-first';

/** The heart of a photograph: favourites or unfavourites it, and shows which it is. */
export function FavouriteButton({ photo }: { photo: SceneryDetail }) {
  const { t } = useSceneryTexts();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const loginFirst = useLoginFirst(`/scene/detail?id=${photo.id}`);

  const collect = useMutation({
    mutationFn: collectScenery,
    onSuccess: ({ collected }) => {
      queryClient.setQueryData(sceneryDetailQueryOptions(photo.id, locale).queryKey, (current) =>
        current ? { ...current, collected } : current,
      );
      // The grids show the heart too, and the favourites grid gains or loses this one.
      void queryClient.invalidateQueries({ queryKey: queryKeys.scenery.lists });
      showToast(collected ? t('detail.favourited') : t('detail.unfavourited'));
    },
  });

  const collected = photo.collected;
  return (
    <button
      type="button"
      className={collected ? 'scenery-heart scenery-heart--on' : 'scenery-heart'}
      aria-pressed={collected}
      aria-label={collected ? t('detail.unfavourite') : t('detail.favourite')}
      disabled={collect.isPending}
      onClick={() => loginFirst(() => collect.mutate({ id: photo.id, collect: !collected }))}
      data-testid="scenery-heart"
    >
      <HeartIcon filled={collected} />
    </button>
  );
}
