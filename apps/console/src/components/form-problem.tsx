import { Alert } from 'antd';

/** What is wrong with a form (the server's message, in the staff member's language), above it. */
export function FormProblem({
  problem,
  gap = 16,
}: {
  problem: string | null | undefined;
  /** Space under the message, in pixels. */
  gap?: number;
}) {
  return problem ? (
    <Alert role="alert" type="error" showIcon message={problem} style={{ marginBottom: gap }} />
  ) : null;
}
