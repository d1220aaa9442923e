// The outside OI board (/contest/oi-scoreboard/:contestID): the same page as the ACM one, whose table follows the
// contest's rule type.
export { default } from './acm-scoreboard';
