// Slide-to-verify puzzle: drag the piece into the hole; the offset is checked by the server for a slide token.
import '@/locales/need/more';
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Button, Skeleton, Typography } from 'antd';
import { ArrowRightOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '@/hooks/use-element-width';
import { useSlideCaptcha } from '../api/get-slide-captcha';
import { useCheckSlideCaptcha } from '../api/check-slide-captcha';

interface SlideVerifyProps {
  onVerified: (slideToken: string) => void;
}

const HANDLE = 40;

export function SlideVerify({ onVerified }: SlideVerifyProps) {
  const { t } = useTranslation();
  const challenge = useSlideCaptcha();
  const check = useCheckSlideCaptcha();
  // Width available for the puzzle: it is drawn scaled down on screens narrower than 325 px of content.
  const { ref, width: available } = useElementWidth();
  const [offset, setOffset] = useState(0);
  const [failed, setFailed] = useState(false);
  const drag = useRef<{ startX: number; startOffset: number } | null>(null);

  const puzzle = challenge.data;
  const scale = puzzle && available > 0 ? Math.min(1, available / puzzle.width) : 1;
  const maxOffset = puzzle ? (puzzle.width - puzzle.pieceSize) * scale : 0;

  const reload = () => {
    setOffset(0);
    void challenge.refetch();
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!puzzle || check.isPending) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startOffset: offset };
    setFailed(false);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const next = drag.current.startOffset + event.clientX - drag.current.startX;
    setOffset(Math.max(0, Math.min(maxOffset, next)));
  };
  const onPointerUp = () => {
    if (!drag.current || !puzzle) return;
    drag.current = null;
    check.mutate(
      { captchaId: puzzle.captchaId, x: Math.round(offset / scale) },
      {
        onSuccess: ({ slideToken }) => onVerified(slideToken),
        onError: () => {
          setFailed(true);
          reload();
        },
      },
    );
  };

  return (
    <div className="slide-verify" ref={ref} data-testid="slide-verify">
      <Typography.Paragraph type="secondary">{t('auth:slideTip')}</Typography.Paragraph>
      {!puzzle ? (
        challenge.isError ? (
          <Button icon={<ReloadOutlined />} onClick={reload}>
            {t('common:retry')}
          </Button>
        ) : (
          <Skeleton.Node active className="slide-skeleton" />
        )
      ) : (
        <>
          <div className="slide-canvas" style={{ width: puzzle.width * scale, height: puzzle.height * scale }}>
            <img src={puzzle.backgroundImage} alt={t('auth:slideBackground')} draggable={false} />
            <img
              className="slide-piece"
              src={puzzle.pieceImage}
              alt={t('auth:slidePiece')}
              draggable={false}
              style={{ left: offset, top: puzzle.y * scale, width: puzzle.pieceSize * scale, height: puzzle.pieceSize * scale }}
            />
            <Button
              className="slide-refresh"
              size="small"
              type="text"
              icon={<ReloadOutlined />}
              onClick={reload}
              aria-label={t('auth:slideRefresh')}
            />
          </div>
          <div className={`slide-track${failed ? ' slide-track-failed' : ''}`} style={{ width: puzzle.width * scale }}>
            <span className="slide-track-text">{failed ? t('auth:slideFailed') : t('auth:slideDrag')}</span>
            <div className="slide-fill" style={{ width: offset + HANDLE / 2 }} />
            <div
              className="slide-handle"
              role="slider"
              aria-label={t('auth:slideDrag')}
              aria-valuemin={0}
              aria-valuemax={Math.round(maxOffset)}
              aria-valuenow={Math.round(offset)}
              data-testid="slide-handle"
              style={{ left: offset }}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
            >
              <ArrowRightOutlined />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
