/** The message board's limits and public row, without zod: the public page imports these (contract: ./message.ts). */
export const MESSAGE_LIMITS = { content: 500, reply: 1000 } as const;

/** A message as the public board shows it. */
export interface BoardMessage {
  messageId: number;
  authorName: string;
  avatar: string;
  /** plain text */
  content: string;
  createTime: string;
  /** the editors' answer (plain text), null before one */
  replyContent: string | null;
  replyTime: string | null;
  /** the caller's own message, still waiting for review */
  pending: boolean;
  /** the caller wrote it (may delete it) */
  mine: boolean;
}
