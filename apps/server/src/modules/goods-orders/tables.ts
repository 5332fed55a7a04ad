/** The tables this unit owns: only its files query them (DESIGN §4; scripts/architecture checks it). */
export interface GoodsOrdersTables {
  pickup_counter: PickupCounterTable;
}

export interface PickupCounterTable {
  /** The attraction's day, YYYY-MM-DD. */
  day: string;
  last: number;
}
