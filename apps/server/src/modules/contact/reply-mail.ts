import type { Locale } from '@scenic/contracts';

/** The message the visitor sent, quoted under the reply so they know what it answers. */
const quoted = (content: string) =>
  content
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

/** A reply from the console to a contact message, in the language of the staff member's screen. */
export function replyMail(text: string, content: string, park: string, locale: Locale) {
  switch (locale) {
    case 'zh':
      return {
        subject: `回复：您给${park}的留言`,
        text: `${text}\n\n—— ${park}\n\n您的留言：\n${quoted(content)}`,
      };
    case 'ma':
      return {
        subject: `Re: mesej anda kepada ${park}`,
        text: `${text}\n\n— ${park}\n\nMesej anda:\n${quoted(content)}`,
      };
    default:
      return {
        subject: `Re: your message to ${park}`,
        text: `${text}\n\n— ${park}\n\nYou wrote:\n${quoted(content)}`,
      };
  }
}
