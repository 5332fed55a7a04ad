import './antd-render';
import Toast from 'antd-mobile/es/components/toast';

export const show = Toast.show;
export const clear = Toast.clear;
