/** What the rival's planners hand back for a movement (shared so that the goal planners need not import evaluate.ts). */
export interface MovePlan {
  from: string;
  to: string;
  count: number;
  supply: boolean;
  why: string;
}
