// A training's chapter rank (/training/:trainingID/chapter-rank and the group variant): the site's or the group's
// training details, which open on their Chapter Rank tab on these routes.
export { default } from './training-rank';
