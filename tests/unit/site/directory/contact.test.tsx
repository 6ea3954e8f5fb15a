import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/server';
import { mockContacts } from '../../../../mocks/bbs';
import { renderSite } from '../render';
import { useBbs } from './helpers';

const submit = () => userEvent.click(screen.getByRole('button', { name: /提交咨询/ }));

describe('contact form', () => {
  const calls = useBbs();

  it('has the spec prompts and refuses an empty form and a bad number on the client', async () => {
    renderSite('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: '联系顾问' })).toBeInTheDocument();
    expect(screen.getByLabelText('姓名')).toHaveAttribute('placeholder', '请输入您的姓名');
    expect(screen.getByLabelText('手机号码')).toHaveAttribute('placeholder', '请输入您的手机号码');
    await submit();
    expect(await screen.findByText('请输入您的姓名', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(screen.getByText('请输入您的手机号码', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('姓名'), '李先生');
    await userEvent.type(screen.getByLabelText('手机号码'), '12345678901');
    await submit();
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'addContact')).toHaveLength(0);
    expect(mockContacts).toHaveLength(0);
    expect(document.title).toBe('联系顾问 - 深度择校');
  });

  it('shows the server message and keeps the typed values when the server refuses', async () => {
    server.use(http.post('*/prod-api/bbs/web/addContact', () => HttpResponse.json({ code: 500, msg: '提交过于频繁，请稍后再试' })));
    renderSite('/contact');
    await userEvent.type(await screen.findByLabelText('姓名'), '李先生');
    await userEvent.type(screen.getByLabelText('手机号码'), '13912345678');
    await userEvent.type(screen.getByLabelText('留言（选填）'), '想了解插班');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('提交过于频繁，请稍后再试');
    expect(screen.getByLabelText('姓名')).toHaveValue('李先生');
    expect(screen.getByLabelText('手机号码')).toHaveValue('13912345678');
    expect(screen.getByLabelText('留言（选填）')).toHaveValue('想了解插班');
  });

  it('shows the server validation message in English on the English site', async () => {
    server.use(http.post('*/prod-api/bbs/web/addContact', () => HttpResponse.json({ code: 500, msg: '请输入正确的手机号码' })));
    renderSite('/en/contact');
    await userEvent.type(await screen.findByLabelText('Name'), 'Ann');
    await userEvent.type(screen.getByLabelText('Mobile number'), '13912345678');
    await userEvent.click(screen.getByRole('button', { name: /Send enquiry/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid mobile number');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('13912345678');
  });

  it('sends a good enquiry and confirms it', async () => {
    renderSite('/contact');
    await userEvent.type(await screen.findByLabelText('姓名'), '  李先生 ');
    await userEvent.type(screen.getByLabelText('手机号码'), '139 1234 5678');
    await submit();
    expect(await screen.findByText('提交成功，我们的顾问会尽快与您联系')).toBeInTheDocument();
    expect(screen.getByText('提交成功')).toBeInTheDocument();
    await waitFor(() => expect(mockContacts).toHaveLength(1));
    expect(mockContacts[0]).toMatchObject({ name: '李先生', mobile: '13912345678', sourcePage: '/contact', lang: 'zh' });
    // another one: the form comes back empty
    await userEvent.click(screen.getByRole('button', { name: '再提交一条' }));
    expect(screen.getByLabelText('姓名')).toHaveValue('');
  });
});
