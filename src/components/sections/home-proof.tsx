import type { ProjectCardData, ReviewCardData } from "~/model/views/cards";
import type { HomePageContent } from "~/model/contract/schema";
import { projectsPath } from "~/model/contract/pages";
import { ForwardArrow } from "~/components/ui/icon";
import { GoogleReviewLinks, useGoogleReviewLinks, ProjectGrid, ReviewList } from "./proof";
import { Section } from "./section";

/** The projects the owner marked `featured`; hidden until there is one. */
export function FeaturedProjects({
  content,
  projects,
  readMore,
}: {
  content: HomePageContent["featuredProjects"];
  projects: ProjectCardData[];
  /** Each card's «تفاصيل المشروع»; `content.all` is the link to the list. */
  readMore: string;
}) {
  if (!projects.length) return null;
  // While every project on show is a shipped example, the heading claims no delivered work.
  const onlyExamples = projects.every((project) => project.example);
  return (
    <Section
      id="featured-projects"
      title={onlyExamples ? content.examplesTitle : content.title}
      intro={onlyExamples ? content.examplesIntro : content.intro}
      tone="plain"
    >
      <ProjectGrid projects={projects} readMore={readMore} />
      <p className="mt-5 sm:mt-8">
        <a href={projectsPath} className="inline-flex items-center gap-1 font-bold text-brand-700 hover:underline">
          {content.all}
          <ForwardArrow className="size-4" />
        </a>
      </p>
    </Section>
  );
}

/** The newest customer reviews and the links to the Google ones; hidden until there is either. */
export function Reviews({ content, reviews }: { content: HomePageContent["reviews"]; reviews: ReviewCardData[] }) {
  const googleLinks = useGoogleReviewLinks();
  if (!reviews.length && !googleLinks.length) return null;
  // While every review on show is a shipped example, the heading claims no real customers.
  const onlyExamples = reviews.length > 0 && reviews.every((review) => review.example);
  return (
    <Section
      id="reviews"
      title={onlyExamples ? content.examplesTitle : content.title}
      // The intro speaks of the reviews below it: none without them.
      intro={onlyExamples ? content.examplesIntro : reviews.length > 0 && content.intro}
      tone="plain"
    >
      {reviews.length > 0 && <ReviewList reviews={reviews} />}
      <GoogleReviewLinks className={reviews.length > 0 ? "mt-5 sm:mt-8" : undefined} />
    </Section>
  );
}
