// A training's chapters (/training/:trainingID/chapters and /group/:groupID/training/:trainingID/chapters): the
// site's or the group's training details, which open on their Chapters tab on these routes.
export { default } from './training-rank';
