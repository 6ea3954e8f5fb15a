import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactBodySchema } from '@shared/contract';
import { phoneDisplay, phoneIssue } from '@shared/contract/constants';
import { localizeMessage } from '@shared/contract/kit/messages';
import { mockContacts } from '../../../../mocks/bbs';
import { renderSite } from '../render';
import { useBbs } from '../directory/helpers';

describe('phone areas (shared by the form and the server)', () => {
  it.each([
    ['86', '13912345678', null],
    ['86', '91234567', '请输入正确的手机号码'],
    ['852', '91234567', null],
    ['852', '21234567', null],
    ['852', '01234567', '请输入正确的香港电话号码（8位数字）'],
    ['852', '912345678', '请输入正确的香港电话号码（8位数字）'],
    ['1', '4165551234', null],
    ['1', '0165551234', '请输入正确的加拿大电话号码（10位数字）'],
    ['1', '416555123', '请输入正确的加拿大电话号码（10位数字）'],
    ['7', '4165551234', '请选择电话区号'],
  ])('+%s %s → %s', (area, mobile, issue) => {
    expect(phoneIssue(area, mobile)).toBe(issue);
  });

  it('has English twins and a display with the code', () => {
    expect(localizeMessage(phoneIssue('852', '1')!, 'en')).toBe('Enter a valid Hong Kong number (8 digits)');
    expect(localizeMessage(phoneIssue('1', '1')!, 'en')).toBe('Enter a valid Canadian number (10 digits)');
    expect(localizeMessage(phoneIssue('86', '1')!, 'zh')).toBe('请输入正确的手机号码');
    expect([phoneDisplay('91234567'), phoneDisplay('4165551234'), phoneDisplay('13912345678')]).toEqual(['+852 91234567', '+1 4165551234', '13912345678']);
  });

  it('the schema checks the number against its area and strips spaces and dashes', () => {
    expect(contactBodySchema.parse({ name: 'A', areaCode: '1', mobile: '416 555-1234', lang: 'en' }).mobile).toBe('4165551234');
    const bad = contactBodySchema.safeParse({ name: 'A', areaCode: '852', mobile: '13912345678' });
    expect(bad.success ? null : bad.error.issues[0]).toMatchObject({ path: ['mobile'], message: '请输入正确的香港电话号码（8位数字）' });
  });
});

describe('the contact form with a country code', () => {
  useBbs();

  async function chooseArea(label: string, option: string) {
    await userEvent.click(screen.getByRole('combobox', { name: label }));
    await userEvent.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
  }

  it('on the English site, refuses a bad Hong Kong number in English and sends a good one with its code', async () => {
    renderSite('/en/contact');
    await userEvent.type(await screen.findByLabelText('Name'), 'Ann');
    await chooseArea('Country code', 'Hong Kong +852');
    await userEvent.type(screen.getByLabelText('Mobile number'), '1234567');
    await userEvent.click(screen.getByRole('button', { name: /Send enquiry/ }));
    expect(await screen.findByText('Enter a valid Hong Kong number (8 digits)')).toBeInTheDocument();
    expect(mockContacts).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Mobile number'));
    await userEvent.type(screen.getByLabelText('Mobile number'), '9123 4567');
    await userEvent.click(screen.getByRole('button', { name: /Send enquiry/ }));
    expect(await screen.findByText('Thank you. An adviser will contact you soon.')).toBeInTheDocument();
    await waitFor(() => expect(mockContacts).toHaveLength(1));
    expect(mockContacts[0]).toMatchObject({ name: 'Ann', mobile: '91234567', lang: 'en' });
  });

  it('in Chinese, a Canadian number needs 10 digits', async () => {
    renderSite('/contact');
    const form = within(await screen.findByRole('form', { name: '咨询表单' }));
    await userEvent.type(form.getByLabelText('姓名'), '李先生');
    await chooseArea('电话区号', '加拿大 +1');
    await userEvent.type(form.getByLabelText('手机号码'), '13912345678');
    await userEvent.click(form.getByRole('button', { name: /提交咨询/ }));
    expect(await screen.findByText('请输入正确的加拿大电话号码（10位数字）')).toBeInTheDocument();
    await userEvent.clear(form.getByLabelText('手机号码'));
    await userEvent.type(form.getByLabelText('手机号码'), '6045551234');
    await userEvent.click(form.getByRole('button', { name: /提交咨询/ }));
    await waitFor(() => expect(mockContacts).toHaveLength(1));
    expect(mockContacts[0]).toMatchObject({ mobile: '6045551234', lang: 'zh' });
  });
});
