import type { ApplicantRole, Language } from '@tenant/domain';

export interface InvitationMailParams {
  inviter: string;
  invitee: string;
  link: string;
  role: ApplicantRole;
}

type Texts = { subject: (p: InvitationMailParams) => string; body: (p: InvitationMailParams) => string };

const asRole: Record<Language, Record<ApplicantRole, string>> = {
  en: { 'main-applicant': 'applicant', 'co-applicant': 'co-applicant', guarantor: 'guarantor' },
  it: { 'main-applicant': 'richiedente', 'co-applicant': 'co-richiedente', guarantor: 'garante' },
  de: { 'main-applicant': 'Antragsteller', 'co-applicant': 'Mitantragsteller', guarantor: 'Bürge' },
};

/** The invitation e-mail in the inviter's interface language (spec 1§6: invited by e-mail). */
export const INVITATION_MAIL: Record<Language, Texts> = {
  en: {
    subject: (p) => `${p.inviter} invited you to a rental application`,
    body: (p) =>
      `Hello ${p.invitee},\n\n${p.inviter} added you as ${asRole.en[p.role]} to their rental application.\n` +
      `Open this link to fill in your part (it can be used once):\n${p.link}\n\nIf you do not know ${p.inviter}, ignore this e-mail.`,
  },
  it: {
    subject: (p) => `${p.inviter} ti ha invitato a una domanda di affitto`,
    body: (p) =>
      `Ciao ${p.invitee},\n\n${p.inviter} ti ha aggiunto come ${asRole.it[p.role]} alla sua domanda di affitto.\n` +
      `Apri questo link per compilare la tua parte (si può usare una sola volta):\n${p.link}\n\nSe non conosci ${p.inviter}, ignora questa e-mail.`,
  },
  de: {
    subject: (p) => `${p.inviter} hat Sie zu einer Mietbewerbung eingeladen`,
    body: (p) =>
      `Hallo ${p.invitee},\n\n${p.inviter} hat Sie als ${asRole.de[p.role]} zu seiner Mietbewerbung hinzugefügt.\n` +
      `Öffnen Sie diesen Link, um Ihren Teil auszufüllen (er kann einmal verwendet werden):\n${p.link}\n\nWenn Sie ${p.inviter} nicht kennen, ignorieren Sie diese E-Mail.`,
  },
};
