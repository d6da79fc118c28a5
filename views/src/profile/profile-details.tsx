import { useLingui } from "@lingui/react/macro";
import type { PerformerProfile } from "@camstage/core";
import { useProfileLabels } from "./profile-labels";
import styles from "./profile-view.module.css";

export type ProfileDetailsProps = { profile: PerformerProfile };

/** §3 every profile field, as a two-column table of row headers and values. */
export function ProfileDetails({ profile: p }: ProfileDetailsProps) {
  const { t } = useLingui();
  const l = useProfileLabels();
  const rows: ReadonlyArray<readonly [label: string, value: string]> = [
    [t`Gender`, l.gender(p.gender)],
    [t`Age`, String(p.age)],
    [t`Date of birth`, l.date(p.dateOfBirth)],
    [t`Zodiac sign`, l.zodiac(p.zodiac)],
    [t`Ethnicity`, l.ethnicity(p.ethnicity)],
    [t`Hair colour`, l.hairColor(p.hairColor)],
    [t`Eye colour`, l.eyeColor(p.eyeColor)],
    [t`Physique`, l.physique(p.physique)],
    // §3 breast size runs 1-10; 0 means the field does not apply.
    [t`Breast size`, p.breastSize > 0 ? `${p.breastSize} / 10` : "–"],
    [t`Shaved`, l.shaved(p.shaved)],
    [t`Piercings`, l.yesNo(p.piercings)],
    [t`Tattoos`, l.yesNo(p.tattoos)],
    [t`Smoker`, l.yesNo(p.smoker)],
    [t`Orientation`, l.orientation(p.orientation)],
    [t`Hobbies`, p.hobbies || "–"],
    [t`Pets`, p.pets || "–"],
    [t`Show types`, p.showType.length > 0 ? l.list(p.showType, l.showType) : "–"],
    [t`Languages`, p.languages.length > 0 ? l.list(p.languages, l.language) : "–"],
    [t`City`, p.city || "–"],
    [t`First cam session`, p.firstCamSession > 0 ? l.date(p.firstCamSession) : "–"],
    [t`Last cam session`, p.lastCamSession > 0 ? l.date(p.lastCamSession) : "–"],
  ];
  return (
    <table className={styles.details}>
      <caption className={styles.sectionTitle}>{t`Details`}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
