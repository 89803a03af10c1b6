import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/index.css';
import UiGallery from './ui-gallery';

const container = document.getElementById('root');
if (!container) throw new Error('The gallery page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <UiGallery />
  </StrictMode>,
);
