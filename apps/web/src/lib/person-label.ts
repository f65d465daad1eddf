/** How a person reads in a choice list: 'Name (e-mail)', or the e-mail alone when there is no name. */
export function personLabel(person: { name: string | null; email: string }): string {
  return person.name ? `${person.name} (${person.email})` : person.email;
}
