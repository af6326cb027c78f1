import { graphql } from "gatsby";
import { Picture } from "../ui/picture";
import { Section } from "../ui/section";
import { StarRow } from "../ui/rating";
import * as styles from "./testimonials-section.module.scss";

export type Testimonial = Queries.TestimonialCardFragment;

/** Travellers' words about their trips, with portrait, stars and the trip they took. */
export function TestimonialsSection({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <Section
      id="testimonials"
      eyebrow="Traveller stories"
      title="What our travellers say"
      intro="Every review comes from someone who travelled with us this year."
    >
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
            {testimonial.location} · {testimonial.trip}
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
    trip
    rating
    text
    image {
      childImageSharp {
        gatsbyImageData(width: 64, height: 64, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF], layout: FIXED)
      }
    }
  }
`;
