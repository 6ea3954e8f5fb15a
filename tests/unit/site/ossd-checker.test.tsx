/** The OSSD graduation checker page (/ossd/checker, /en/ossd/checker): form, results, links, saved state. */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEY } from '@site/pages/ossd-checker/useCheckerState';
import { renderSite } from './render';

/** the result line of a requirement (its list item), found by the requirement's name */
function resultItem(name: string | RegExp): HTMLElement {
  const results = screen.getByRole('region', { name: /自查结果|Result/ });
  return within(results).getAllByText(name)[0]!.closest('li')!;
}

async function addCourse(search: string, code: string, addLabel: string) {
  const box = screen.getByRole('searchbox');
  await userEvent.clear(box);
  await userEvent.type(box, search);
  await userEvent.click(screen.getByRole('button', { name: addLabel.replace('{code}', code) }));
}

async function addTransferRows(rows: [string, string][], lang: 'zh' | 'en') {
  const add = lang === 'zh' ? '添加一个科目' : 'Add a subject';
  for (const [i, [subject, grade]] of rows.entries()) {
    await userEvent.click(screen.getByRole('button', { name: add }));
    const row = screen.getByRole('group', { name: lang === 'zh' ? `第 ${i + 1} 科` : `Subject ${i + 1}` });
    await userEvent.selectOptions(within(row).getByLabelText(lang === 'zh' ? '科目' : 'Subject'), subject);
    await userEvent.selectOptions(within(row).getByLabelText(lang === 'zh' ? '学年' : 'Year'), grade);
  }
}

const NINE: [string, string][] = [
  ['chinese', '9'], ['math', '9'], ['english', '9'], ['physics', '10'], ['chemistry', '10'], ['math', '10'], ['chinese', '10'], ['english', '10'], ['history', '11'],
];

beforeEach(() => {
  window.sessionStorage.removeItem(STORAGE_KEY);
});

describe('OSSD checker page', () => {
  it('zh: a 2024 student without Technological Education is told so; adding TAS1O meets it', async () => {
    renderSite('/ossd/checker');
    expect(await screen.findByRole('heading', { level: 1, name: 'OSSD 毕业与学分转换自查' })).toBeInTheDocument();
    // the title is set by an effect after the page shows
    await waitFor(() => expect(document.title).toBe('OSSD 毕业与学分转换自查 - 深度择校'));
    expect(screen.getByLabelText('入读 9 年级的年份')).toHaveValue('2024');
    expect(screen.getByText(/17 个必修 \+ 13 个选修/)).toBeInTheDocument();
    const tech = resultItem(/技术教育，9 或 10 年级/);
    expect(tech).toHaveTextContent('未满足');
    expect(tech).toHaveTextContent('缺 1 个学分');
    // every rule links to its guide paragraph and its source
    expect(within(tech).getByRole('link', { name: /指南/ })).toHaveAttribute('href', '/ossd/requirements#two-rule-sets');
    expect(within(tech).getByRole('link', { name: /来源/ })).toHaveAttribute('href', 'https://www.ontario.ca/page/high-school-graduation-requirements');

    await addCourse('TAS1', 'TAS1O', '添加 {code}');
    expect(resultItem(/技术教育，9 或 10 年级/)).toHaveTextContent('已满足');
    expect(resultItem(/技术教育，9 或 10 年级/)).toHaveTextContent('TAS1O');
    expect(screen.getByRole('list', { name: '已选课程' })).toHaveTextContent('TAS1O · 技术教育 · 9 年级');
  });

  it('zh: the 2023 rule set has the three group credits and no Technological Education', async () => {
    renderSite('/ossd/checker');
    await userEvent.selectOptions(await screen.findByLabelText('入读 9 年级的年份'), '2023');
    expect(screen.getByText(/18 个必修 \+ 12 个选修/)).toBeInTheDocument();
    expect(screen.queryByText(/技术教育，9 或 10 年级/)).not.toBeInTheDocument();
    expect(resultItem('第 3 组组别必修（1 学分）')).toHaveTextContent('未满足');
  });

  it('zh: a transfer student with 9 Grade 9–11 credits gets 8; failing Chinese blocks the transfer', async () => {
    renderSite('/ossd/checker');
    await screen.findByRole('heading', { level: 1 });
    await addTransferRows(NINE, 'zh');
    expect(screen.getByText('国内 9–11 年级成绩可转换 8 个学分（最多 8 个）。')).toBeInTheDocument();
    expect(screen.getByText('第 9 科: 不转换：超过 8 学分上限')).toBeInTheDocument();
    expect(resultItem('科学（2 学分）')).toHaveTextContent('已满足');

    const chinese = screen.getByRole('group', { name: '第 7 科' });
    await userEvent.click(within(chinese).getByLabelText('及格'));
    expect(screen.getByText(/不能转换学分：语文须及格/)).toBeInTheDocument();
  });

  it('zh: hours, literacy, earliest term and the OSSC fallback follow the form', async () => {
    renderSite('/ossd/checker');
    const hours = await screen.findByLabelText('已完成的社区服务（义工）小时数');
    expect(resultItem(/社区服务：0 \/ 40 小时/)).toHaveTextContent('还差 40 小时');
    await userEvent.clear(hours);
    await userEvent.type(hours, '40');
    expect(resultItem(/社区服务：40 \/ 40 小时/)).toHaveTextContent('已满足');
    await userEvent.selectOptions(screen.getByLabelText('读写测试（OSSLT）'), 'passed');
    expect(resultItem('读写要求：已通过 OSSLT')).toHaveTextContent('已满足');
    await userEvent.selectOptions(screen.getByLabelText('每学期修读学分数'), '3');
    expect(screen.getByText(/还需 30 学分，每学期 3 学分：需 10 个学期/)).toBeInTheDocument();
    expect(resultItem(/安大略中学证书（OSSC）：已取得 0 \/ 14 学分/)).toHaveTextContent('未满足');
  });

  it('keeps what was typed after a reload (sessionStorage) and clears it on request', async () => {
    const first = renderSite('/ossd/checker');
    await screen.findByRole('heading', { level: 1 });
    await addCourse('ENG4', 'ENG4U', '添加 {code}');
    first.unmount();
    renderSite('/ossd/checker');
    expect(await screen.findByRole('list', { name: '已选课程' })).toHaveTextContent('ENG4U');
    await userEvent.click(screen.getByRole('button', { name: '全部清空' }));
    expect(screen.queryByRole('list', { name: '已选课程' })).not.toBeInTheDocument();
    expect(screen.getByText('还没有选择课程。')).toBeInTheDocument();
  });

  it('en: the same checks in English, with English links', async () => {
    renderSite('/en/ossd/checker');
    expect(await screen.findByRole('heading', { level: 1, name: 'OSSD graduation checker' })).toBeInTheDocument();
    const tech = resultItem(/Technological Education, Grade 9 or 10/);
    expect(tech).toHaveTextContent('Missing');
    expect(tech).toHaveTextContent('missing 1 credit');
    expect(within(tech).getByRole('link', { name: /Guide/ })).toHaveAttribute('href', '/en/ossd/requirements#two-rule-sets');
    await addTransferRows(NINE, 'en');
    expect(screen.getByText('8 credits converted from the Grade 9–11 record (at most 8).')).toBeInTheDocument();
    expect(screen.getByText('Subject 9: not converted: over the 8-credit limit')).toBeInTheDocument();
    const hours = resultItem(/Community involvement/);
    expect(within(hours).getByRole('link', { name: /Guide/ })).toHaveAttribute('href', '/en/ossd/volunteer-hours#how-many-hours');
    expect(document.body.textContent).not.toMatch(/result\.|subject\.|transfer\.|undefined/);
  });

  it('the language switch opens the English checker', async () => {
    const { router } = renderSite('/ossd/checker');
    await screen.findByRole('heading', { level: 1, name: 'OSSD 毕业与学分转换自查' });
    await userEvent.click(screen.getAllByRole('button', { name: '中文 / EN：切换到英文版' })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'OSSD graduation checker' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/ossd/checker');
  });

  it('the OSSD guides link to the checker', async () => {
    renderSite('/ossd/requirements');
    expect(await screen.findByRole('link', { name: /OSSD 毕业自查工具/ })).toHaveAttribute('href', '/ossd/checker');
  });
});
