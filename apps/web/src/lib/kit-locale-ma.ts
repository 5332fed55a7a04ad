// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the kit fills in its ${label}-style slots itself
import type { Locale as KitLocale } from 'antd-mobile/es/locales/base';

const notValid = '${label} bukan ${type} yang sah';

/**
 * The UI kit's own words in Malay: the names screen readers hear (stepper buttons, the mask, close)
 * and the few texts it shows itself. Typed against the kit's locale, so a key the kit adds in an
 * upgrade fails the typecheck until it is translated here. The kit's own `ms-MY` has mistakes
 * ("yabg", weekdays as "Satu, Dua", "Menurun" for a button), hence ours (docs/decisions/015).
 */
export const kitLocaleMa: KitLocale = {
  locale: 'ms-MY',
  common: {
    confirm: 'Sahkan',
    cancel: 'Batal',
    loading: 'Memuatkan',
    close: 'Tutup',
  },
  Calendar: {
    title: 'Pilih tarikh',
    confirm: 'Sahkan',
    start: 'mula',
    end: 'tamat',
    startAndEnd: 'mula/tamat',
    today: 'hari ini',
    markItems: ['Isn', 'Sel', 'Rab', 'Kha', 'Jum', 'Sab', 'Ahd'],
    yearAndMonth: '${month}/${year}',
  },
  Cascader: {
    placeholder: 'Sila pilih',
  },
  Dialog: {
    ok: 'OK',
  },
  DatePicker: {
    tillNow: 'Hingga kini',
  },
  ErrorBlock: {
    default: {
      title: 'Maaf, ada yang tidak kena',
      description: 'Sila tunggu sebentar dan cuba lagi',
    },
    busy: {
      title: 'Maaf, gagal dimuatkan',
      description: 'Cuba muat semula halaman',
    },
    disconnected: {
      title: 'Rangkaian sibuk',
      description: 'Cuba muat semula halaman',
    },
    empty: {
      title: 'Hmm, tiada apa-apa dijumpai...',
      description: 'Mahu cuba carian lain?',
    },
  },
  Form: {
    required: 'Wajib',
    optional: 'Pilihan',
    defaultValidateMessages: {
      default: 'Ralat pengesahan bagi ${label}',
      required: 'Sila masukkan ${label}',
      enum: '${label} mestilah salah satu daripada [${enum}]',
      whitespace: '${label} tidak boleh kosong',
      date: {
        format: 'Format tarikh ${label} tidak sah',
        parse: '${label} tidak dapat ditukar kepada tarikh',
        invalid: '${label} ialah tarikh yang tidak sah',
      },
      types: {
        string: notValid,
        method: notValid,
        array: notValid,
        object: notValid,
        number: notValid,
        date: notValid,
        boolean: notValid,
        integer: notValid,
        float: notValid,
        regexp: notValid,
        email: notValid,
        url: notValid,
        hex: notValid,
      },
      string: {
        len: '${label} mestilah ${len} aksara',
        min: '${label} mestilah sekurang-kurangnya ${min} aksara',
        max: '${label} mestilah tidak melebihi ${max} aksara',
        range: '${label} mestilah antara ${min}-${max} aksara',
      },
      number: {
        len: '${label} mestilah sama dengan ${len}',
        min: '${label} mestilah sekurang-kurangnya ${min}',
        max: '${label} mestilah tidak melebihi ${max}',
        range: '${label} mestilah antara ${min}-${max}',
      },
      array: {
        len: 'Mestilah ${len} ${label}',
        min: 'Sekurang-kurangnya ${min} ${label}',
        max: 'Tidak melebihi ${max} ${label}',
        range: 'Bilangan ${label} mestilah antara ${min}-${max}',
      },
      pattern: {
        mismatch: '${label} tidak sepadan dengan corak ${pattern}',
      },
    },
  },
  ImageUploader: {
    uploading: 'Memuat naik...',
    upload: 'Muat naik',
  },
  InfiniteScroll: {
    noMore: 'Tiada lagi',
    failedToLoad: 'Gagal dimuatkan',
    retry: 'Cuba lagi',
  },
  Input: {
    clear: 'kosongkan',
  },
  Mask: {
    name: 'Lapisan latar',
  },
  Modal: {
    ok: 'OK',
  },
  NumberKeyboard: {
    backspace: 'padam',
  },
  PasscodeInput: {
    name: 'Input kod laluan',
  },
  PullToRefresh: {
    pulling: 'Tarik ke bawah untuk muat semula',
    canRelease: 'Lepaskan untuk muat semula',
    complete: 'Berjaya dimuat semula',
  },
  SearchBar: {
    name: 'Bar carian',
  },
  Slider: {
    name: 'Peluncur',
  },
  Stepper: {
    decrease: 'kurangkan',
    increase: 'tambah',
  },
  Switch: {
    name: 'Suis',
  },
  Selector: {
    name: 'Pemilih',
  },
};
