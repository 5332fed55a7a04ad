import type { FastifyRequest } from 'fastify';

/** Who makes a change, and from where: both go into the audit log. */
export interface StaffActor {
  /** The signed-in staff member; null when a machine made the call. */
  staffId: number | null;
  /** The machine that made the call (`STAFF_KEY_MACHINE`); absent when a person did. */
  machine?: string;
  ip: string;
}

/** How the audit log names a machine that showed the staff key (a turnstile, a kitchen printer). */
const STAFF_KEY_MACHINE = 'staff-key';

/** The signed-in staff member behind a console call. */
export const actorOf = (request: FastifyRequest): StaffActor => ({
  staffId: request.staff?.staff.id ?? null,
  ip: request.ip,
});

/** The machine behind a call let in by its `x-staff-key`. */
export const machineOf = (request: FastifyRequest): StaffActor => ({
  staffId: null,
  machine: STAFF_KEY_MACHINE,
  ip: request.ip,
});
