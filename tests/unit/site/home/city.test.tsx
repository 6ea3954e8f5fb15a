import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { mockCities } from '../../../../mocks/bbs';
import { CITY_STORAGE_KEY, haversineKm, matchCity, nearestPreset, PRESET_CITIES, restoreCityChoice, useCityStore } from '@site/city';
import { renderSite } from '../render';
import { lastCall, mockGeolocation, useBbsCalls } from './helpers';

describe('city detection (pure)', () => {
  it('measures great-circle distances', () => {
    const gz = PRESET_CITIES.find((c) => c.en === 'Guangzhou')!;
    const sz = PRESET_CITIES.find((c) => c.en === 'Shenzhen')!;
    const bj = PRESET_CITIES.find((c) => c.en === 'Beijing')!;
    expect(haversineKm(gz, gz)).toBe(0);
    expect(haversineKm(gz, sz)).toBeGreaterThan(95);
    expect(haversineKm(gz, sz)).toBeLessThan(115);
    expect(haversineKm(bj, gz)).toBeGreaterThan(1850);
    expect(haversineKm(bj, gz)).toBeLessThan(1950);
  });

  it('picks the nearest of the five preset cities', () => {
    expect(nearestPreset({ lat: 22.6, lng: 114.1 })?.en).toBe('Shenzhen');
    expect(nearestPreset({ lat: 23.0, lng: 113.7 })?.en).toBe('Guangzhou'); // Dongguan
    expect(nearestPreset({ lat: 31.32, lng: 120.62 })?.en).toBe('Suzhou');
    expect(nearestPreset({ lat: 31.2, lng: 121.5 })?.en).toBe('Shanghai');
    expect(nearestPreset({ lat: 39.1, lng: 117.2 })?.en).toBe('Beijing'); // Tianjin
    expect(nearestPreset({ lat: 22.32, lng: 114.17 })?.en).toBe('Shenzhen'); // Hong Kong: nearest preset
    expect(nearestPreset({ lat: 43.65, lng: -79.38 })).toBeNull(); // Toronto: too far from all five
  });

  it('matches a preset to a city row by its label', () => {
    const sz = PRESET_CITIES.find((c) => c.en === 'Shenzhen')!;
    expect(matchCity(sz, mockCities)?.value).toBe('440300');
    const rows = [{ label: '苏州市', labelZh: '苏州市', labelEn: 'Suzhou City', value: 'x', lng: 0, lat: 0 }];
    expect(matchCity(PRESET_CITIES.find((c) => c.en === 'Suzhou')!, rows)?.value).toBe('x');
    expect(matchCity(PRESET_CITIES.find((c) => c.en === 'Beijing')!, rows)).toBeUndefined();
  });
});

describe('city selector', () => {
  const calls = useBbsCalls();

  it('on a first visit selects the nearest preset city from the browser position', async () => {
    const geo = mockGeolocation({ lat: 23.13, lng: 113.26 });
    renderSite('/');
    const select = await screen.findByRole('combobox', { name: '选择城市' });
    await waitFor(() => expect(select).toHaveValue('440100'));
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('广州');
    expect(geo.calls).toBe(1);
    expect(useCityStore.getState()).toMatchObject({ cityCode: '440100', cityLabel: '广州', settled: true });
    // the lists reload for the detected city
    await waitFor(() => expect(lastCall(calls, 'listHomeVideo')?.body.cityCode).toBe('440100'));
    await waitFor(() => expect(lastCall(calls, 'listRedBlack')?.body.cityCode).toBe('440100'));
  });

  it('survives a refusal: no city, every list still loads, and it does not ask again', async () => {
    const geo = mockGeolocation('denied');
    const { unmount } = renderSite('/');
    const select = await screen.findByRole('combobox', { name: '选择城市' });
    await waitFor(() => expect(useCityStore.getState().settled).toBe(true));
    expect(select).toHaveValue('');
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('全部城市');
    expect(await screen.findByRole('link', { name: '多伦多校园参观（示例视频）' })).toBeInTheDocument();
    expect(lastCall(calls, 'listHomeVideo')?.body.cityCode).toBeUndefined();
    expect(geo.calls).toBe(1);
    expect(JSON.parse(localStorage.getItem(CITY_STORAGE_KEY) ?? '{}').state).toMatchObject({ cityCode: '', settled: true });
    unmount();

    renderSite('/');
    await screen.findByRole('combobox', { name: '选择城市' });
    await screen.findByRole('link', { name: '多伦多校园参观（示例视频）' });
    expect(geo.calls).toBe(1);
  });

  it('works without geolocation at all', async () => {
    renderSite('/en');
    const select = await screen.findByRole('combobox', { name: 'Choose a city' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Shenzhen' })).toBeInTheDocument());
    expect(select).toHaveValue('');
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('All cities');
  });

  it('keeps a stored choice and does not detect again', async () => {
    useCityStore.getState().setCity('320500', '苏州');
    const geo = mockGeolocation({ lat: 39.9, lng: 116.4 });
    renderSite('/');
    const select = await screen.findByRole('combobox', { name: '选择城市' });
    expect(select).toHaveValue('320500');
    await waitFor(() => expect(lastCall(calls, 'listHomeBlog')?.body.cityCode).toBe('320500'));
    expect(geo.calls).toBe(0);
  });

  it('a stored choice is read into the store when the start-up restores it', async () => {
    localStorage.setItem(CITY_STORAGE_KEY, JSON.stringify({ state: { cityCode: '310000', cityLabel: '上海', settled: true }, version: 1 }));
    expect(useCityStore.getState()).toMatchObject({ cityCode: '', settled: false });
    restoreCityChoice();
    expect(useCityStore.getState()).toMatchObject({ cityCode: '310000', cityLabel: '上海', settled: true });
    const geo = mockGeolocation({ lat: 39.9, lng: 116.4 });
    renderSite('/');
    expect(await screen.findByRole('combobox', { name: '选择城市' })).toHaveValue('310000');
    expect(geo.calls).toBe(0);
  });

  it('loads the cities once per language for the visit: the header and the pages share them', async () => {
    useCityStore.getState().setCity('440300', '深圳');
    const { router } = renderSite('/');
    const select = await screen.findByRole('combobox', { name: '选择城市' });
    await waitFor(() => expect(within(select).getByRole('option', { name: '广州' })).toBeInTheDocument());
    await act(() => router.navigate('/news'));
    // the news page's city note names the city from the same list
    expect(await screen.findByText(/当前城市：深圳/)).toBeInTheDocument();
    await act(() => router.navigate('/'));
    await screen.findByRole('heading', { level: 1, name: '为孩子选对学校，看清每一步' });
    expect(calls.filter((c) => c.name === 'listCity')).toHaveLength(1);
    await act(() => router.navigate('/en'));
    await waitFor(() => expect(within(screen.getByRole('combobox', { name: 'Choose a city' })).getByRole('option', { name: 'Guangzhou' })).toBeInTheDocument());
    expect(calls.filter((c) => c.name === 'listCity').map((c) => c.body.lang)).toEqual(['zh', 'en']);
  });

  it('a choice made while the position is pending wins', async () => {
    mockGeolocation({ lat: 39.9, lng: 116.4 });
    renderSite('/');
    const select = await screen.findByRole('combobox', { name: '选择城市' });
    // the visitor picks Shanghai before the browser answers (the mock answers after 5 ms; cities load first)
    await waitFor(() => expect(within(select).getByRole('option', { name: '上海' })).toBeInTheDocument());
    useCityStore.getState().setCity('310100', '上海');
    await new Promise((r) => setTimeout(r, 30));
    expect(useCityStore.getState().cityCode).toBe('310100');
  });
});
