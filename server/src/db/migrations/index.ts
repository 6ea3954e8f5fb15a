import type { Migration, MigrationProvider } from 'kysely';
import { m0001_system } from './0001_system';
import { m0002_bbs } from './0002_bbs';
import { m0003_security } from './0003_security';
import { m0004_menu_i18n } from './0004_menu_i18n';
import { m0005_notice_read } from './0005_notice_read';
import { m0006_red_black_evidence } from './0006_red_black_evidence';
import { m0007_limits } from './0007_limits';
import { m0008_member } from './0008_member';
import { m0009_school_auth } from './0009_school_auth';
import { m0010_bbs_menus } from './0010_bbs_menus';
import { m0011_bbs_posts } from './0011_bbs_posts';
import { m0012_bbs_schools } from './0012_bbs_schools';
import { m0013_bbs_media } from './0013_bbs_media';
import { m0014_bbs_desk } from './0014_bbs_desk';
import { m0015_bbs_message } from './0015_bbs_message';
import { m0017_sms_secret_sealed } from './0017_sms_secret_sealed';
import { m0018_job } from './0018_job';
import { m0020_druid_menu } from './0020_druid_menu';
import { m0021_gen } from './0021_gen';
import { m0022_cost_rates } from './0022_cost_rates';
import { m0023_shortlist } from './0023_shortlist';

/**
 * All migrations, imported statically (no folder scan, so bundling and tsx both work).
 * Add new ones at the end with a name that sorts after the last; never edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001_system': m0001_system,
  '0002_bbs': m0002_bbs,
  '0003_security': m0003_security,
  '0004_menu_i18n': m0004_menu_i18n,
  '0005_notice_read': m0005_notice_read,
  '0006_red_black_evidence': m0006_red_black_evidence,
  '0007_limits': m0007_limits,
  '0008_member': m0008_member,
  '0009_school_auth': m0009_school_auth,
  '0010_bbs_menus': m0010_bbs_menus,
  '0011_bbs_posts': m0011_bbs_posts,
  '0012_bbs_schools': m0012_bbs_schools,
  '0013_bbs_media': m0013_bbs_media,
  '0014_bbs_desk': m0014_bbs_desk,
  '0015_bbs_message': m0015_bbs_message,
  '0017_sms_secret_sealed': m0017_sms_secret_sealed,
  '0018_job': m0018_job,
  '0020_druid_menu': m0020_druid_menu,
  '0021_gen': m0021_gen,
  '0022_cost_rates': m0022_cost_rates,
  '0023_shortlist': m0023_shortlist,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
