/** The offline knowledge base: the last link of the AI chain, and free of charge. */
export { answerOffline, answerToolOffline } from "./answer";
export { QUESTIONS, scoreQuestions, type OfflineQuestion, type QuestionScore } from "./questions";
