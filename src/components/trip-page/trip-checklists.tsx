import { useMessages } from "../../hooks/use-messages";
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
  const messages = useMessages("tripPage");
  return (
    <TripSection headingId="price-covers-heading" title={messages.priceCovers}>
      <div className={styles.columns}>
        <Checklist id="inclusions" title={messages.included} items={inclusions} icon="check" tone="included" />
        <Checklist id="exclusions" title={messages.notIncluded} items={exclusions} icon="close" tone="excluded" />
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
  const messages = useMessages("tripPage");
  return (
    <TripSection headingId="logistics-heading" title={messages.logistics}>
      <dl className={styles.logistics}>
        <div>
          <dt>
            <Icon name="mapPin" size={18} />
            {` ${messages.pickup}`}
          </dt>
          <dd>{pickup}</dd>
        </div>
        <div>
          <dt>
            <Icon name="mapPin" size={18} />
            {` ${messages.drop}`}
          </dt>
          <dd>{drop}</dd>
        </div>
      </dl>
      <Checklist id="carry" title={messages.thingsToCarry} items={thingsToCarry} icon="check" />
    </TripSection>
  );
}
