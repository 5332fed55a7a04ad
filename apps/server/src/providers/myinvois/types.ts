import type { MyInvoisErrorBody } from './http.ts';

/** What MyInvois answers, as its SDK documents it (only the fields we read are named). */

export type DocumentStatus = 'Submitted' | 'Valid' | 'Invalid' | 'Cancelled';

export interface SubmitAnswer {
  submissionUid: string;
  acceptedDocuments: { uuid: string; invoiceCodeNumber: string }[];
  rejectedDocuments: { invoiceCodeNumber: string; error: MyInvoisErrorBody }[];
}

export interface DocumentSummary {
  uuid: string;
  submissionUid: string;
  /** Only for a valid document: with the UUID it makes the public validation link. */
  longId?: string | null;
  internalId: string;
  typeName?: string;
  typeVersionName?: string;
  issuerTin?: string;
  dateTimeIssued?: string;
  dateTimeReceived?: string;
  dateTimeValidated?: string | null;
  totalPayableAmount?: number;
  status: DocumentStatus;
  cancelDateTime?: string | null;
  documentStatusReason?: string | null;
}

export interface Submission {
  submissionUid: string;
  documentCount: number;
  dateTimeReceived: string;
  overallStatus: 'in progress' | 'valid' | 'partially valid' | 'invalid';
  documentSummary: DocumentSummary[];
}

export interface ValidationStep {
  name: string;
  status: 'Submitted' | 'Valid' | 'Invalid';
  error?: MyInvoisErrorBody | null;
}

export interface DocumentDetails extends DocumentSummary {
  validationResults?: { status: string; validationSteps: ValidationStep[] } | null;
}

export interface SearchAnswer {
  result: (DocumentSummary & { submissionUID?: string })[];
  metadata: { totalPages: number; totalCount: number };
}
