import { Icon, type IconName } from "../ui/icon";
import * as styles from "./trip-checklists.module.scss";
import { TripSection } from "./trip-section";

interface ChecklistProps {
  id: string;
  title: string;
  items: readonly string[];
  icon: IconName;
  tone?: "included" | "excluded" | "plain";
}

/** A titled list with an icon per item: what is included, what is not, what to pack. */
function Checklist({ id, title, items, icon, tone = "plain" }: ChecklistProps) {
  return (
    <section className={styles.checklist} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.checklistTitle}>
        {title}
      </h3>
      <ul className={`${styles.checklistItems} ${styles[tone]}`}>
        {items.map((item) => (
          <li key={item}>
            <Icon name={icon} size={18} />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the price covers and what it does not, side by side. */
export function TripInclusions({
  inclusions,
  exclusions,
}: {
  inclusions: readonly string[];
  exclusions: readonly string[];
}) {
  return (
    <TripSection headingId="price-covers-heading" title="What the price covers">
      <div className={styles.columns}>
        <Checklist id="inclusions" title="Included" items={inclusions} icon="check" tone="included" />
        <Checklist id="exclusions" title="Not included" items={exclusions} icon="close" tone="excluded" />
      </div>
    </TripSection>
  );
}

interface TripLogisticsProps {
  pickup: string;
  drop: string;
  thingsToCarry: readonly string[];
}

/** Where the trip starts and ends, and what to pack. */
export function TripLogistics({ pickup, drop, thingsToCarry }: TripLogisticsProps) {
  return (
    <TripSection headingId="logistics-heading" title="Pickup, drop and packing">
      <dl className={styles.logistics}>
        <div>
          <dt>
            <Icon name="mapPin" size={18} /> Pickup
          </dt>
          <dd>{pickup}</dd>
        </div>
        <div>
          <dt>
            <Icon name="mapPin" size={18} /> Drop
          </dt>
          <dd>{drop}</dd>
        </div>
      </dl>
      <Checklist id="carry" title="Things to carry" items={thingsToCarry} icon="check" />
    </TripSection>
  );
}
