// Home carousel: images from /api/home-carousel rotating every 5 s, with a built-in slide when there are none.
import { Carousel, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { TIMING } from '@verdict/shared';
import { useHomeCarousel } from '../api/home-carousel';
import { useWebsiteConfig } from '@/lib/website-config';

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

export function HomeCarousel() {
  const { t } = useTranslation();
  const { data, isPending } = useHomeCarousel();
  if (isPending) return <Skeleton.Node active className="home-carousel carousel-skeleton" />;
  const images = data ?? [];
  return (
    <Carousel autoplay autoplaySpeed={TIMING.carouselIntervalMs} className="home-carousel" data-testid="home-carousel">
      {images.length === 0 ? (
        <DefaultSlide />
      ) : (
        images.map((image) => (
          <div key={image.id} className="carousel-slide">
            <img src={image.url} alt={t('home:carouselImage')} />
          </div>
        ))
      )}
    </Carousel>
  );
}
