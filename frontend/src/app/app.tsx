import { BrowserRouter, Route, Routes } from 'react-router';
import { AppProvider } from './provider';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<HomeRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Routes>
      </BrowserRouter>
    </AppProvider>
  );
}
