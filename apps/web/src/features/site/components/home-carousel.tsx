// Home carousel: images from /api/home-carousel, one at a time, the next every 5 s (paused while pointed at or
// focused), with dots to pick one and a swipe on touch screens; a built-in slide when there are none. Its own few
// lines instead of antd's Carousel, whose slider library was a third of the home page's own code and its slowest
// start-up work.
import { useEffect, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { TIMING } from '@verdict/shared';
import { useHomeCarousel } from '../api/home-carousel';
import { useWebsiteConfig } from '@/lib/website-config';

/** A horizontal move longer than this (px) between pointer down and up is a swipe. */
const SWIPE_PX = 40;

function DefaultSlide() {
  const { t } = useTranslation();
  const { data: config } = useWebsiteConfig();
  return (
    <div className="carousel-slide carousel-default" data-testid="carousel-default">
      <h2>{config?.name || t('common:appName')}</h2>
      <p>{config?.description || t('home:carouselTagline')}</p>
    </div>
  );
}

function ImageSlides({ images }: { images: { id: number; url: string }[] }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const [pointedAt, setPointedAt] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = pointedAt || focused;
  const [swipeFrom, setSwipeFrom] = useState<number | null>(null);
  const count = images.length;
  const shown = current % count;

  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), TIMING.carouselIntervalMs);
    return () => clearInterval(timer);
  }, [paused, count, current]);

  const endSwipe = (event: ReactPointerEvent) => {
    if (swipeFrom === null) return;
    const moved = event.clientX - swipeFrom;
    setSwipeFrom(null);
    if (Math.abs(moved) >= SWIPE_PX) setCurrent((shown + (moved < 0 ? 1 : count - 1)) % count);
  };

  return (
    <section
      className="home-carousel"
      aria-roledescription="carousel"
      aria-label={t('home:carouselImage')}
      data-testid="home-carousel"
      onPointerEnter={() => setPointedAt(true)}
      onPointerLeave={() => setPointedAt(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onPointerDown={(event) => setSwipeFrom(event.clientX)}
      onPointerUp={endSwipe}
      onPointerCancel={() => setSwipeFrom(null)}
    >
      {images.map((image, index) => (
        <div
          key={image.id}
          className={index === shown ? 'carousel-slide carousel-slide-current' : 'carousel-slide'}
          aria-roledescription="slide"
          aria-hidden={index !== shown}
          data-testid="carousel-slide"
        >
          <img src={image.url} alt={t('home:carouselImage')} draggable={false} />
        </div>
      ))}
      {count > 1 && (
        <div className="carousel-dots">
          {images.map((image, index) => (
            <button
              key={image.id}
              type="button"
              aria-label={t('home:carouselGoTo', { n: index + 1 })}
              aria-current={index === shown}
              onClick={() => setCurrent(index)}
              data-testid="carousel-dot"
            />
          ))}
        </div>
      )}
    </section>
  );
}

export function HomeCarousel() {
  const { data, isPending } = useHomeCarousel();
  if (isPending) return <Skeleton.Node active className="home-carousel carousel-skeleton" />;
  const images = data ?? [];
  if (images.length === 0) {
    return (
      <section className="home-carousel" data-testid="home-carousel">
        <DefaultSlide />
      </section>
    );
  }
  return <ImageSlides images={images} />;
}
