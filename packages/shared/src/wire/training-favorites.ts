// Answers of the training favourite and like toggles: the count after the call and the caller's own mark.

/** GET training-favorite. */
export interface TrainingFavoriteResult {
  favoriteCount: number;
  isFavorite: boolean;
}

/** GET training-like. */
export interface TrainingLikeResult {
  likeCount: number;
  isLiked: boolean;
}
