// What each screen says when a call fails without a server message: a network failure or the
// 30 s timeout is only logged, and the screen shows its own text.
import { UNKNOWN_COUPON } from '#domain/coupon/rules.ts'

export const FALLBACK_TEXTS = {
  products: 'Failed to fetch products',
  login: 'Login failed. Please try again.',
  register: 'Registration failed. Please try again.',
  verifyCode: 'OTP verification failed',
  resendCode: 'Failed to resend OTP',
  forgotPassword: 'Failed to send reset email. Please try again.',
  resetPassword: 'Failed to reset password. Please try again.',
  profile: 'Failed to update profile',
  contact: 'Failed to send message. Please try again later.',
  coupon: UNKNOWN_COUPON,
  payment: 'Failed to process payment',
  review: 'Failed to submit review',
  saveCoupon: 'Failed to save coupon',
  saveProduct: 'Failed to save product',
  uploadImages: 'Failed to upload images',
  uploadImage: 'Failed to upload image',
  adjustStock: 'Failed to adjust stock',
  cancelOrder: 'Failed to cancel the order. Please try again.',
  confirmOrder: 'Failed to confirm the order. Please try again.',
  deliveryAnswer: 'Failed to send your answer. Please try again.',
  returnRequest: 'Failed to send your return request. Please try again.',
  returnPhotos: 'Failed to upload the photos. Please try again.',
  refund: 'Failed to start the refund',
  ship: 'Failed to book the parcel with the courier',
  decideReturn: 'Failed to save the decision on this return',
  simulateScan: 'The courier simulator could not scan this parcel',
  stockAlert: 'Failed to sign you up. Please try again.',
} as const
