import { graphql } from "gatsby";
import { useMessages } from "../../hooks/use-messages";
import { Picture } from "../ui/picture";
import { Section } from "../ui/section";
import { StarRow } from "../ui/rating";
import * as styles from "./testimonials-section.module.scss";

export type Testimonial = Queries.TestimonialCardFragment;

/** Travellers' words about their trips, with portrait, stars and the trip they took (its title in the page's language). */
export function TestimonialsSection({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const messages = useMessages("testimonials");
  return (
    <Section id="testimonials" eyebrow={messages.eyebrow} title={messages.title} intro={messages.intro}>
      <ul className={styles.grid}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.jsonId}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const portrait = testimonial.image.childImageSharp;
  return (
    <figure className={styles.card}>
      <StarRow value={testimonial.rating} />
      <blockquote className={styles.quote}>
        <p>“{testimonial.text}”</p>
      </blockquote>
      <figcaption className={styles.author}>
        {portrait ? <Picture image={portrait.gatsbyImageData} alt="" className={styles.portrait} /> : null}
        <span>
          <span className={styles.name}>{testimonial.name}</span>
          <span className={styles.meta}>
            {testimonial.location} · {testimonial.tripTitle}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

export const testimonialCardFragment = graphql`
  fragment TestimonialCard on TestimonialsJson {
    jsonId
    name
    location
    tripTitle
    rating
    text
    image {
      childImageSharp {
        gatsbyImageData(width: 64, height: 64, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF], layout: FIXED)
      }
    }
  }
`;
