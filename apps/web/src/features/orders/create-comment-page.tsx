import '#web/components/commerce.css';
import '#web/components/form-field.css';
import './orders.css';
import { COMMENT_CONTENT_MAX, type Order, validationMessage } from '@scenic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Rate from 'antd-mobile/es/components/rate';
import { type FormEvent, useId, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { FormField, fieldAria } from '#web/components/form-field.tsx';
import { useIdParam } from '#web/lib/id-param.ts';
import { keepInView } from '#web/lib/keep-in-view.ts';
import { orderDetailPath } from '#web/lib/order-paths.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { getToken, LOGIN_REDIRECT_KEY } from '#web/lib/storage.ts';
import { showToast } from '#web/lib/toast.ts';
import { useLocale } from '#web/lib/use-locale.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { addComment } from './api/add-comment';
import { type CommentErrors, validateComment } from './comment-validation';
import { WithOrder } from './components/order-state';

/** The most a review may say (`addCommentBodySchema`). */

type Line = Order['lines'][number];

function CannotReview({ order, text }: { order: Order; text: string }) {
  const { t } = useOrderTexts();
  return (
    <EmptyState
      text={text}
      action={{ label: t('reviewForm.backToOrder'), to: orderDetailPath(order) }}
    />
  );
}

function CommentForm({ order, line }: { order: Order; line: Line }) {
  const { t } = useOrderTexts();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const [score, setScore] = useState(0);
  const [content, setContent] = useState('');
  const [errorKeys, setErrors] = useState<CommentErrors>({});
  // Kept as keys and translated here, so a language switch changes the messages too.
  const errors: CommentErrors = {
    score: errorKeys.score && validationMessage(errorKeys.score, locale),
    content: errorKeys.content && validationMessage(errorKeys.content, locale),
  };
  const send = useMutation({
    mutationFn: addComment,
    onSuccess: async () => {
      showToast(t('reviewForm.success'));
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.goods.all });
      navigate(orderDetailPath(order), { replace: true });
    },
    // The request client shows the server's message; the review stays as typed.
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending || send.isSuccess) return;
    const checked = validateComment({ orderId: order.id, specId: line.itemId, score, content });
    if (checked.errors) {
      setErrors(checked.errors);
      if (!checked.errors.score && checked.errors.content) {
        document.getElementById(`${id}-content`)?.focus();
      }
      return;
    }
    send.mutate(checked.body);
  };

  return (
    <form className="comment-form" noValidate onSubmit={submit}>
      <section className="detail-card">
        <p className="comment-form__item">{line.name}</p>
        <div className={errors.score ? 'field field--invalid' : 'field'}>
          <span className="field__label" id={`${id}-score-label`}>
            {t('reviewForm.score')}
          </span>
          <div className="comment-form__stars" data-score={score}>
            <Rate
              aria-labelledby={`${id}-score-label`}
              {...fieldAria(`${id}-score`, errors.score)}
              value={score}
              allowClear={false}
              onChange={(value) => {
                setScore(value);
                setErrors((current) => ({ ...current, score: undefined }));
              }}
            />
            {score > 0 && (
              <span className="comment-form__score-word">
                {t(`reviewForm.scoreLabels.${score}`)}
              </span>
            )}
          </div>
          {errors.score && (
            <p id={`${id}-score-error`} className="field__error" role="alert">
              {errors.score}
            </p>
          )}
        </div>
        <FormField
          id={`${id}-content`}
          label={t('reviewForm.content')}
          error={errors.content}
          extra={
            <span className="field__counter" aria-live="off">
              {content.length}/{COMMENT_CONTENT_MAX}
            </span>
          }
        >
          <textarea
            id={`${id}-content`}
            className="input textarea"
            rows={5}
            maxLength={COMMENT_CONTENT_MAX}
            placeholder={t('reviewForm.placeholder')}
            value={content}
            onChange={(event) => {
              setContent(event.target.value);
              setErrors((current) => ({ ...current, content: undefined }));
            }}
            onFocus={keepInView}
            {...fieldAria(`${id}-content`, errors.content)}
          />
        </FormField>
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={send.isPending || send.isSuccess}
        >
          {send.isPending ? t('reviewForm.sending') : t('reviewForm.submit')}
        </button>
      </section>
    </form>
  );
}

/** Write a review of one line of a completed order (`?id={orderId}&spec={itemId}`). */
export default function CreateCommentPage() {
  const { t } = useOrderTexts();
  const id = useIdParam();
  const [params] = useSearchParams();
  const spec = Number(params.get('spec'));
  const location = useLocation();
  // A review link opened signed out: log in first. Asking for the order without a token would
  // answer 1001, which ends the session and empties both carts.
  if (!getToken()) {
    const back = `${location.pathname}${location.search}`;
    sessionStorage.setItem(LOGIN_REDIRECT_KEY, back);
    return <Navigate to="/login" replace state={{ from: back }} />;
  }
  return (
    <WithOrder id={id}>
      {(order) => {
        const line = order.lines.find((item) => item.itemId === spec && item.goodsId !== null);
        if (!line) return <CannotReview order={order} text={t('reviewForm.notFound')} />;
        if (order.status !== 'completed') {
          return <CannotReview order={order} text={t('reviewForm.notCompleted')} />;
        }
        if (line.reviewed) return <CannotReview order={order} text={t('reviewForm.already')} />;
        return <CommentForm order={order} line={line} />;
      }}
    </WithOrder>
  );
}
