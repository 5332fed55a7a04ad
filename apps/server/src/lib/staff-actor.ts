import type { FastifyRequest } from 'fastify';

/** Who makes a change in the console, and from where: both go into the audit log. */
export interface StaffActor {
  /** Null only when no staff session made the call (a machine with the staff key). */
  staffId: number | null;
  ip: string;
}

/** The signed-in staff member behind a console call. */
export const actorOf = (request: FastifyRequest): StaffActor => ({
  staffId: request.staff?.staff.id ?? null,
  ip: request.ip,
});
