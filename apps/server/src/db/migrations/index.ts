import type { Migration } from 'kysely/migration';
import * as content from './0001-content.ts';
import * as accounts from './0002-accounts.ts';
import * as ticketOrders from './0003-ticket-orders.ts';
import * as goodsOrders from './0004-goods-orders.ts';
import * as comments from './0005-comments.ts';
import * as rentalsAndFood from './0006-rentals-and-food.ts';
import * as sceneryImages from './0007-scenery-images.ts';
import * as orderIndexes from './0008-order-indexes.ts';
import * as outboxDelivery from './0009-outbox-delivery.ts';
import * as paymentMethod from './0010-payment-method.ts';
import * as staff from './0011-staff.ts';
import * as refunds from './0012-refunds.ts';
import * as depositNote from './0013-deposit-note.ts';
import * as inbox from './0014-inbox.ts';
import * as auditTarget from './0015-audit-target.ts';
import * as reviewModeration from './0016-review-moderation.ts';
import * as calendarPlaces from './0017-calendar-places.ts';
import * as retiredSkus from './0018-retired-skus.ts';
import * as sceneryProcessing from './0019-scenery-processing.ts';
import * as orderRequestKeys from './0022-order-request-keys.ts';
import * as auditMachine from './0023-audit-machine.ts';
import * as staffLoginThrottle from './0024-staff-login-throttle.ts';
import * as passShortCodes from './0025-pass-short-codes.ts';
import * as rentalOrderKind from './0026-rental-order-kind.ts';
import * as gateChecks from './0027-gate-checks.ts';
import * as promotions from './0028-promotions.ts';
import * as dateChanges from './0029-date-changes.ts';
import * as giftCards from './0030-gift-cards.ts';
import * as gatewayCheckouts from './0031-gateway-checkouts.ts';
import * as receipts from './0032-receipts.ts';
import * as personalData from './0033-personal-data.ts';
import * as eInvoices from './0034-e-invoices.ts';
import * as supplementaryReceipts from './0035-supplementary-receipts.ts';

/** Every migration in order. Add new ones at the end; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-content': content,
  '0002-accounts': accounts,
  '0003-ticket-orders': ticketOrders,
  '0004-goods-orders': goodsOrders,
  '0005-comments': comments,
  '0006-rentals-and-food': rentalsAndFood,
  '0007-scenery-images': sceneryImages,
  '0008-order-indexes': orderIndexes,
  '0009-outbox-delivery': outboxDelivery,
  '0010-payment-method': paymentMethod,
  '0011-staff': staff,
  '0012-refunds': refunds,
  '0013-deposit-note': depositNote,
  '0014-inbox': inbox,
  '0015-audit-target': auditTarget,
  '0016-review-moderation': reviewModeration,
  '0017-calendar-places': calendarPlaces,
  '0019-scenery-processing': sceneryProcessing,
  '0018-retired-skus': retiredSkus,
  '0022-order-request-keys': orderRequestKeys,
  '0023-audit-machine': auditMachine,
  '0024-staff-login-throttle': staffLoginThrottle,
  '0025-pass-short-codes': passShortCodes,
  '0026-rental-order-kind': rentalOrderKind,
  '0027-gate-checks': gateChecks,
  '0028-promotions': promotions,
  '0029-date-changes': dateChanges,
  '0030-gift-cards': giftCards,
  '0031-gateway-checkouts': gatewayCheckouts,
  '0032-receipts': receipts,
  '0033-personal-data': personalData,
  '0034-e-invoices': eInvoices,
  '0035-supplementary-receipts': supplementaryReceipts,
};
