import { Link } from "react-router";
import type { ProjectCardData, ReviewCardData } from "~/content/content.server";
import type { PreparedHome } from "~/content/prepared";
import { projectsPath } from "~/content/routes";
import { Icon } from "~/components/ui/icon";
import { ProjectGrid, ReviewList } from "./proof";
import { Section } from "./section";

/** The projects the owner marked `featured`; hidden until there is one. */
export function FeaturedProjects({
  content,
  projects,
}: {
  content: PreparedHome["featuredProjects"];
  projects: ProjectCardData[];
}) {
  if (!projects.length) return null;
  return (
    <Section id="featured-projects" title={content.title} intro={content.intro} tone="muted">
      <ProjectGrid projects={projects} readMore={content.all} />
      <p className="mt-8">
        <Link to={projectsPath} className="inline-flex items-center gap-1 font-bold text-brand-700 hover:underline">
          {content.all}
          <Icon name="arrow-left" className="size-4" />
        </Link>
      </p>
    </Section>
  );
}

/** The newest customer reviews; hidden until there is one. */
export function Reviews({ content, reviews }: { content: PreparedHome["reviews"]; reviews: ReviewCardData[] }) {
  if (!reviews.length) return null;
  return (
    <Section id="reviews" title={content.title} intro={content.intro} tone="muted">
      <ReviewList reviews={reviews} />
    </Section>
  );
}
