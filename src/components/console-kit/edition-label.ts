/**
 * How the console names an edition in a choice (the event form's "전시", the event list's filter).
 * An edition's title names its episode ("EP.05 세 해의 표면", as the studio starts a new one), so the
 * code is put in front only when a title leaves it out: the thirteenth review read
 * "EP.05 EP.05 세 해의 표면" where a label added the code to a title that had it.
 */

/** Whether `title` opens with the code of `episode` ("EP.05", "EP.5", "EP 05"; any case). */
export function titleNamesEpisode(episode: number, title: string): boolean {
  const code = /^\s*EP\.?\s*(\d+)(?!\d)/i.exec(title);
  return code !== null && Number(code[1]) === episode;
}

/** The catalogue's wording for an edition's label: `admin.events.editionCoded` and `editionDraft`. */
type EditionWording = (key: 'editionCoded' | 'editionDraft', values: Record<string, string>) => string;

/** An edition's label in a list of choices: its title with its episode code once, "(초안)" for a draft. */
export function editionLabel(
  t: EditionWording,
  edition: { episode: number; titleKo: string; published?: boolean },
): string {
  const title = edition.titleKo.trim();
  const name = titleNamesEpisode(edition.episode, title)
    ? title
    : t('editionCoded', { episode: String(edition.episode).padStart(2, '0'), title });
  return edition.published === false ? t('editionDraft', { title: name }) : name;
}
