import { deferred } from "~/components/ui/deferred";

// The proof sections (trust band, projects, reviews) arrive after the first
// load; see deferred().
export const TrustBand = deferred(() => import("./proof").then((m) => m.TrustBand));
export const ProjectGrid = deferred(() => import("./proof").then((m) => m.ProjectGrid));
export const ReviewList = deferred(() => import("./proof").then((m) => m.ReviewList));
export const FeaturedProjects = deferred(() => import("./home-proof").then((m) => m.FeaturedProjects));
export const Reviews = deferred(() => import("./home-proof").then((m) => m.Reviews));
