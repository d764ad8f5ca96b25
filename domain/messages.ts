/** Client messages (R-MSG-1): the channels a message arrives by and the tones a reply is written in. */
export const MESSAGE_CHANNELS = ["email", "whatsapp", "social"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const CHANNEL_LABELS: Record<MessageChannel, string> = {
  email: "E-mail",
  whatsapp: "WhatsApp",
  social: "Instagram/Facebook",
};

export const REPLY_TONES = ["formal", "cordial", "breve"] as const;
export type ReplyTone = (typeof REPLY_TONES)[number];

export const REPLY_TONE_LABELS: Record<ReplyTone, string> = {
  formal: "Formal",
  cordial: "Cordial",
  breve: "Breve",
};

/** Longest client message and reply accepted (characters). */
export const CLIENT_MESSAGE_MAX = 4_000;
export const CLIENT_REPLY_MAX = 4_000;
/** How many messages a list answers by default, and at most. */
export const CLIENT_MESSAGES_PAGE = 20;
export const CLIENT_MESSAGES_PAGE_MAX = 100;
